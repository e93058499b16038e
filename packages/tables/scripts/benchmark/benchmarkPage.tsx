// The page the benchmark drives: a 10,000-row client-side DataTable at 100 rows a page. Each step runs at
// the start of an animation frame and is timed until that frame has been rendered: the update, React's
// render and commit, style, layout and paint.
import { partnerInsightsTheme } from '@partner-insights/ui';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

import { DataTable } from '../../src';
import { FIRST_FRAME_MARKS } from './mainThreadTime';
import { demoUsers, userColumns, userName, type UserRow } from '../../src/DataTable/DataTable.fixtures';

const users = demoUsers(10_000);
const container = document.getElementById('root');
if (!container) throw new Error('The benchmark page has no #root element.');
container.className = partnerInsightsTheme;
let root: Root | undefined;

export interface StepTiming {
  /** From the update to the end of the frame that shows it: the rows in view. */
  firstFrame: number;
  /** From the update to the end of the frame that draws the last of the page's rows. */
  wholePage: number;
}

const isPageWhole = () => document.querySelector('tbody tr[aria-hidden="true"]') === null;

/** Resolves at the end of the next frame: a task queued from a frame callback runs after its style, layout and paint. */
const endOfNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Runs `update` at the start of the next frame and times it to the end of that frame, then until the page is whole. */
async function timeFrames(update: () => void): Promise<StepTiming> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const start = performance.mark(FIRST_FRAME_MARKS.start).startTime;
  update();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const firstFrame = performance.mark(FIRST_FRAME_MARKS.end).startTime - start;
  if (isPageWhole()) return { firstFrame, wholePage: firstFrame };
  while (!isPageWhole()) await endOfNextFrame();
  // The last rows came in a task after a frame: the next frame draws them.
  await endOfNextFrame();
  return { firstFrame, wholePage: performance.now() - start };
}

function control<TElement extends HTMLElement>(selector: string): TElement {
  const element = container?.querySelector<TElement>(selector) ?? document.querySelector<TElement>(selector);
  if (!element) throw new Error(`The table has no ${selector}.`);
  return element;
}

export type BenchmarkStep =
  | 'renderPage'
  | 'nextPage'
  | 'previousPage'
  | 'changeRowsPerPage'
  | 'sort'
  | 'selectRow'
  | 'selectAll'
  | 'renderPageWithoutSelection'
  | 'renderServerPage';

export interface BenchmarkPage {
  /** Times one step from the state as the previous steps left it; see `steps` in the benchmark. */
  time: (step: BenchmarkStep) => Promise<StepTiming>;
  /** Rows in the table body, to check that paging keeps the document small. */
  bodyRowCount: () => number;
  unmount: () => void;
}

/** The first page as a server would send it, for a table paged on the server. */
const serverPage = users.slice(0, 100);
const serverPagination = { page: 1, pageSize: 100, totalCount: users.length, onChange: () => undefined };

function renderTable(props: { pageSize: number; isSelectable: boolean; isPagedOnServer?: boolean }) {
  const nextRoot = createRoot(container as HTMLElement);
  root = nextRoot;
  flushSync(() =>
    nextRoot.render(
      <DataTable<UserRow>
        label="Users"
        columns={userColumns}
        data={props.isPagedOnServer ? serverPage : users}
        pagination={props.isPagedOnServer ? serverPagination : undefined}
        rowLabel={userName}
        defaultPageSize={props.pageSize}
        selectionMode={props.isSelectable ? 'multiple' : 'none'}
      />,
    ),
  );
}

function unmount() {
  root?.unmount();
  root = undefined;
}

const steps: Record<BenchmarkStep, () => Promise<StepTiming>> = {
  renderPage: () => timeFrames(() => renderTable({ pageSize: 100, isSelectable: true })),
  renderPageWithoutSelection: () => timeFrames(() => renderTable({ pageSize: 100, isSelectable: false })),
  renderServerPage: () => timeFrames(() => renderTable({ pageSize: 100, isSelectable: true, isPagedOnServer: true })),
  nextPage: () => timeFrames(() => control('button[aria-label="Next page"]').click()),
  previousPage: () => timeFrames(() => control('button[aria-label="Previous page"]').click()),
  sort: () => timeFrames(() => control('th[aria-sort] button').click()),
  selectRow: () => timeFrames(() => control('tbody input[type="checkbox"]:not(:disabled)').click()),
  selectAll: () => timeFrames(() => control('thead input[type="checkbox"]').click()),
  // From 50 to 100 rows: the menu is opened first (not timed, its code included), then the choice of 100 is timed.
  changeRowsPerPage: async () => {
    unmount();
    await timeFrames(() => renderTable({ pageSize: 50, isSelectable: true }));
    control('nav button[aria-haspopup="true"]').click();
    const item = await whenPresent(() =>
      [...document.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find(
        (element) => element.textContent === '100',
      ),
    );
    return timeFrames(() => item.click());
  },
};

/** The element once `find` finds it, checked every frame for up to 5 seconds. */
async function whenPresent<TElement extends HTMLElement>(find: () => TElement | undefined): Promise<TElement> {
  const giveUpAt = performance.now() + 5000;
  for (let found = find(); ; found = find()) {
    if (found) return found;
    if (performance.now() > giveUpAt) throw new Error('The rows-per-page menu has no 100 item.');
    await endOfNextFrame();
  }
}

const benchmarkPage: BenchmarkPage = {
  time: (step) => steps[step](),
  bodyRowCount: () => document.querySelectorAll('tbody tr').length,
  unmount,
};

Object.assign(window, { benchmarkPage });
