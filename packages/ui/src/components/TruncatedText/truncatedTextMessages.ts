/** The toggle's texts, per language (react-aria picks the best match). */
export const truncatedTextMessages = {
  'en-US': { seeMore: 'see more', seeLess: 'see less' },
  'es-MX': { seeMore: 'ver más', seeLess: 'ver menos' },
  'fr-CA': { seeMore: 'voir plus', seeLess: 'voir moins' },
};
