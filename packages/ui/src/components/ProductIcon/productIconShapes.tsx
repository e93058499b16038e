import type { ReactNode } from 'react';

// Each product's pictogram on a 24-unit grid, drawn with the icon's stroke. A fixed set keyed by id: the catalogue
// stores only the id, so no markup ever comes from data.
export const productIconShapes = {
  basket: (
    <>
      <path d="M4 9.5h16l-1.6 9.6a1 1 0 0 1-1 .9H6.6a1 1 0 0 1-1-.9z" />
      <path d="M8.5 9.5 11 4M15.5 9.5 13 4M9.5 13.5v3M14.5 13.5v3" />
    </>
  ),
  report: (
    <>
      <path d="M6 3.5h8l4 4V20a.5.5 0 0 1-.5.5h-11A.5.5 0 0 1 6 20z" />
      <path d="M14 3.5v4h4M9.5 17v-3M12 17v-5M14.5 17v-2" />
    </>
  ),
  channels: (
    <>
      <circle cx="5" cy="12" r="2" />
      <circle cx="19" cy="5.5" r="2" />
      <circle cx="19" cy="12" r="2" />
      <circle cx="19" cy="18.5" r="2" />
      <path d="M7 12h10M6.6 10.8 17.2 6.4M6.6 13.2l10.6 4.4" />
    </>
  ),
  speech: (
    <>
      <path d="M4 5.5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4.5 3.5v-3.5H5a1 1 0 0 1-1-1z" />
      <path d="M8 9h8M8 12.5h5" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5M8 10.5h5" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  shelves: (
    <>
      <path d="M4 3.5v17M20 3.5v17M4 9.5h16M4 15.5h16" />
      <path d="M7 9.5v-3h3.5v3M13 15.5V12h4v3.5" />
    </>
  ),
  pulse: <path d="M3 12.5h4l2.5-6 4.5 11 2.5-5H21" />,
} satisfies Record<string, ReactNode>;

/** The id of a product's icon, as the catalogue stores it. */
export type ProductIconId = keyof typeof productIconShapes;

export const PRODUCT_ICON_IDS = Object.keys(productIconShapes) as ProductIconId[];
