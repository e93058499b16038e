// The page the benchmark drives: a 10,000-row client-side DataTable at 100 rows a page. Each step runs at
// the start of an animation frame and is timed until that frame has been rendered: the update, React's
// render and commit, style, layout and paint.
import { partnerInsightsTheme } from '@partner-insights/ui';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

import { DataTable } from '../../src';
import { demoUsers, userColumns, userName, type UserRow } from '../../src/DataTable/DataTable.fixtures';

const users = demoUsers(10_000);
const container = document.getElementById('root');
if (!container) throw new Error('The benchmark page has no #root element.');
container.className = partnerInsightsTheme;
let root: Root | undefined;

/**
 * Runs `update` at the start of the next frame and resolves with the ms until that frame has been
 * rendered: a task queued from a frame callback runs only after the frame's style, layout and paint.
 */
function timeFrame(update: () => void): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const start = performance.now();
      update();
      setTimeout(() => resolve(performance.now() - start), 0);
    });
  });
}

function control<TElement extends HTMLElement>(selector: string): TElement {
  const element = container?.querySelector<TElement>(selector) ?? document.querySelector<TElement>(selector);
  if (!element) throw new Error(`The table has no ${selector}.`);
  return element;
}

const waitForFrame = () => timeFrame(() => undefined);

export type BenchmarkStep =
  | 'renderPage'
  | 'nextPage'
  | 'previousPage'
  | 'changeRowsPerPage'
  | 'sort'
  | 'selectRow'
  | 'selectAll'
  | 'renderPageWithoutSelection';

export interface BenchmarkPage {
  /** Times one step from the state as the previous steps left it; see `steps` in the benchmark. */
  time: (step: BenchmarkStep) => Promise<number>;
  /** Rows in the table body, to check that paging keeps the document small. */
  bodyRowCount: () => number;
  unmount: () => void;
}

function renderTable(props: { pageSize: number; isSelectable: boolean }) {
  const nextRoot = createRoot(container as HTMLElement);
  root = nextRoot;
  flushSync(() =>
    nextRoot.render(
      <DataTable<UserRow>
        label="Users"
        columns={userColumns}
        data={users}
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

const steps: Record<BenchmarkStep, () => Promise<number>> = {
  renderPage: () => timeFrame(() => renderTable({ pageSize: 100, isSelectable: true })),
  renderPageWithoutSelection: () => timeFrame(() => renderTable({ pageSize: 100, isSelectable: false })),
  nextPage: () => timeFrame(() => control('button[aria-label="Next page"]').click()),
  previousPage: () => timeFrame(() => control('button[aria-label="Previous page"]').click()),
  sort: () => timeFrame(() => control('th[aria-sort] button').click()),
  selectRow: () => timeFrame(() => control('tbody input[type="checkbox"]:not(:disabled)').click()),
  selectAll: () => timeFrame(() => control('thead input[type="checkbox"]').click()),
  // From 50 to 100 rows: the menu is opened first (not timed), then the choice of 100 is timed.
  changeRowsPerPage: async () => {
    unmount();
    await timeFrame(() => renderTable({ pageSize: 50, isSelectable: true }));
    control('nav button[aria-haspopup="listbox"]').click();
    await waitForFrame();
    const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (element) => element.textContent === '100',
    );
    if (!option) throw new Error('The rows-per-page menu has no 100 option.');
    return timeFrame(() => option.click());
  },
};

const benchmarkPage: BenchmarkPage = {
  time: (step) => steps[step](),
  bodyRowCount: () => document.querySelectorAll('tbody tr').length,
  unmount,
};

Object.assign(window, { benchmarkPage });
