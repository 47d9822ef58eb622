// Where the build writes the cards, as paths from the build folder: link previews fetch them, pages
// do not (so "Read offline" leaves them out).

/** A page's card: its path under this folder, as a PNG. */
export const CARDS_FOLDER = 'img/cards';
/** The site's card, for pages without one of their own (not-found, search): the path of the static card it replaced, which links already shared. */
export const SITE_CARD = 'img/social-card.png';
