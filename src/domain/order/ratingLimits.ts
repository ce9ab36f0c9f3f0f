/** The longest rating comment the server takes; the box stops there and counts down to it. */
export const RATING_COMMENT_MAX = 1000;
