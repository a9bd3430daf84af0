// When the table takes its phone layout (css/phone.css): a screen up to 600 CSS px wide (a phone
// held upright, a narrow window), or a touch screen at most 500 px high (a phone on its side,
// e.g. 844x390). The height alone would also catch a short desktop window, whose mouse and page
// scroll do well with the side panel; a tablet (768x1024, either way up) keeps the side panel.
// The same condition is written in css/phone.css (CSS cannot import it): change both together.

export const PHONE_MEDIA = "(max-width: 600px), (max-height: 500px) and (pointer: coarse)";

/** The phone layout's media query list (matches, change events). */
export const phoneMedia = window.matchMedia(PHONE_MEDIA);

/** True while the page has the phone layout. */
export const isPhone = () => phoneMedia.matches;
