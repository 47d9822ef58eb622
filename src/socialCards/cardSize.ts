/** A card's size in pixels: the 1.91:1 image that link previews show at full width. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
