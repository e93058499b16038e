// The report page's behaviour: filters, grouping, the compare modes and, when the review server serves the page,
// its Accept / Reject buttons. Plain DOM code, so the page needs nothing but a browser.
const report = JSON.parse(document.getElementById('report-data').textContent);
const STATUS_LABELS = { changed: 'Changed', new: 'New', removed: 'Removed', failed: 'Failed before the screenshot' };
const STATUS_ORDER = Object.keys(STATUS_LABELS);
const shown = new Set(STATUS_ORDER);
const decisions = new Map();
/** Each changed entry's compare mode, kept when the page renders again (review mode starting, a decision made). */
const compareModes = new Map();
let reviewing = false;

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'onclick' || name === 'oninput') node[name] = value;
    else if (value !== false && value !== undefined) node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) {
    const value = key(item);
    if (!groups.has(value)) groups.set(value, []);
    groups.get(value).push(item);
  }
  return [...groups].sort(([a], [b]) => String(a).localeCompare(String(b)));
}

const byStatus = (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status);
const percent = (share) => `${(share * 100).toFixed(share < 0.001 ? 3 : 2)} %`;

function figure(caption, src, alt) {
  return element('figure', {}, element('figcaption', {}, caption), element('img', { src, alt, loading: 'lazy' }));
}

function comparison(entry, mode) {
  const { images, name } = entry;
  if (entry.status === 'failed') return element('p', { class: 'error' }, entry.error ?? 'The story failed.');
  if (!images.baseline) return element('div', { class: 'images' }, figure('New', images.new, `${name}, new`));
  if (!images.new) return element('div', { class: 'images' }, figure('Baseline', images.baseline, `${name}, baseline`));
  if (mode === 'diff') {
    return element(
      'div',
      { class: 'images' },
      figure('Changed pixels in red, over the new screenshot', images.diff, `${name}, diff`),
    );
  }
  if (mode === 'slider') {
    const frame = element(
      'div',
      { class: 'slider' },
      element('img', { src: images.new, alt: `${name}, new (right of the handle)`, loading: 'lazy' }),
      element('img', {
        class: 'over',
        src: images.baseline,
        alt: `${name}, baseline (left of the handle)`,
        loading: 'lazy',
      }),
    );
    const range = element('input', {
      type: 'range',
      class: 'slider-control',
      min: 0,
      max: 100,
      value: 50,
      'aria-label': 'Baseline to new',
      oninput: (event) => frame.style.setProperty('--at', `${event.target.value}%`),
    });
    return element('div', { class: 'images' }, range, frame);
  }
  return element(
    'div',
    { class: 'images side-by-side' },
    figure('Baseline', images.baseline, `${name}, baseline`),
    figure('New', images.new, `${name}, new`),
  );
}

function entryView(entry) {
  const modes = [
    ['side', 'Side by side'],
    ['diff', 'Diff'],
    ['slider', 'Slider'],
  ];
  const holder = element('div', {});
  const show = (mode) => {
    compareModes.set(entry.file, mode);
    holder.replaceChildren(comparison(entry, mode));
    for (const button of modeButtons) button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
  };
  const modeButtons =
    entry.status === 'changed'
      ? modes.map(([mode, label]) =>
          element('button', { type: 'button', 'data-mode': mode, onclick: () => show(mode) }, label),
        )
      : [];
  const view = element(
    'article',
    { class: 'entry', 'data-file': entry.file, 'data-status': entry.status },
    element(
      'header',
      {},
      element('h5', {}, entry.name),
      element('span', { class: `badge ${entry.status}` }, STATUS_LABELS[entry.status]),
      entry.changedShare === undefined
        ? null
        : element('span', { class: 'share' }, `${percent(entry.changedShare)} of pixels changed`),
      entry.baselineSize && sizeChanged(entry) ? element('span', { class: 'share' }, sizeText(entry)) : null,
      modeButtons.length
        ? element('div', { class: 'modes', role: 'group', 'aria-label': 'Compare' }, ...modeButtons)
        : null,
      reviewing ? actions(entry) : null,
    ),
    holder,
  );
  show(compareModes.get(entry.file) ?? 'side');
  return view;
}

const sizeChanged = ({ baselineSize: b, actualSize: a }) => b.width !== a.width || b.height !== a.height;
const sizeText = ({ baselineSize: b, actualSize: a }) => `${b.width}×${b.height} → ${a.width}×${a.height} px`;

function actions(entry) {
  if (entry.status === 'failed') return null;
  const box = element('div', { class: 'actions' });
  const decision = decisions.get(entry.file);
  if (decision) {
    box.append(element('span', { class: `decision ${decision}` }, decision === 'accepted' ? 'Accepted' : 'Rejected'));
    return box;
  }
  const acceptLabel = entry.status === 'removed' ? 'Delete baseline' : 'Accept';
  box.append(
    element('button', { type: 'button', class: 'accept', onclick: () => decide([entry], 'accept') }, acceptLabel),
    element(
      'button',
      { type: 'button', onclick: () => decide([entry], 'reject') },
      entry.status === 'removed' ? 'Keep' : 'Reject',
    ),
  );
  return box;
}

async function decide(entries, decision) {
  const response = await fetch('api/decide', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ files: entries.map((entry) => entry.file), decision }),
  });
  if (!response.ok) {
    alert(`The review server refused: ${await response.text()}`);
    return;
  }
  const { decisions: updated } = await response.json();
  for (const [file, value] of Object.entries(updated)) decisions.set(file, value);
  render();
}

function render() {
  const visible = report.entries.filter((entry) => shown.has(entry.status));
  const groups = document.getElementById('groups');
  groups.replaceChildren();
  if (visible.length === 0) groups.append(element('p', { class: 'empty' }, 'Nothing to review.'));
  for (const [pkg, inPackage] of groupBy(visible, (entry) => entry.package)) {
    const section = element('section', { class: 'package' }, element('h2', {}, pkg));
    for (const [component, inComponent] of groupBy(inPackage, (entry) => entry.component)) {
      const open = inComponent.filter((entry) => entry.status !== 'failed' && !decisions.has(entry.file));
      const header = element('header', {}, element('h3', {}, component));
      if (reviewing && open.length > 1) {
        header.append(
          element(
            'button',
            { type: 'button', class: 'accept-all', onclick: () => decide(open, 'accept') },
            `Accept all ${open.length}`,
          ),
        );
      }
      const box = element('section', { class: 'component', 'data-component': component }, header);
      // Removed baselines, whose locale is unknown, come last.
      const byLocale = groupBy(inComponent, (entry) => entry.locale ?? '\uffff');
      for (const [locale, inLocale] of byLocale) {
        const heading = locale === '\uffff' ? 'No story' : locale;
        const localeBox = element('div', { class: 'locale' }, element('h4', {}, heading));
        localeBox.append(...inLocale.sort(byStatus).map(entryView));
        box.append(localeBox);
      }
      section.append(box);
    }
    groups.append(section);
  }
}

function renderFilters() {
  const { counts } = report;
  document.getElementById('summary').textContent =
    `${report.storiesRun} stories run${report.fullRun ? '' : ' (a selection: removed baselines are not looked for)'} · ${new Date(report.generatedAt).toLocaleString()}`;
  const filters = document.getElementById('filters');
  for (const status of Object.keys(STATUS_LABELS)) {
    if (status === 'failed' && counts.failed === 0) continue;
    filters.append(
      element(
        'button',
        {
          type: 'button',
          'aria-pressed': 'true',
          'data-filter': status,
          onclick: (event) => {
            const button = event.currentTarget;
            if (shown.has(status)) shown.delete(status);
            else shown.add(status);
            button.setAttribute('aria-pressed', String(shown.has(status)));
            render();
          },
        },
        element('span', { class: 'count' }, String(counts[status])),
        ` ${STATUS_LABELS[status]}`,
      ),
    );
  }
}

async function startReview() {
  if (!location.protocol.startsWith('http')) return;
  const response = await fetch('api/state').catch(() => null);
  if (!response?.ok) return;
  const state = await response.json();
  for (const [file, value] of Object.entries(state.decisions)) decisions.set(file, value);
  reviewing = true;
  document.getElementById('review-bar').hidden = false;
  document.getElementById('finish').onclick = async () => {
    const finished = await (await fetch('api/finish', { method: 'POST' })).json();
    document.getElementById('accepted').hidden = false;
    document.getElementById('accepted-list').textContent = finished.accepted.length
      ? finished.accepted.join('\n')
      : 'Nothing was accepted.';
    document.getElementById('finish').disabled = true;
  };
  render();
}

renderFilters();
render();
startReview();
