/** A rating is 1 to 5 stars. */
export const STAR_COUNT = 5;

/** A star's name as MUI's Rating gives it: '1 Star', '2 Stars' … */
export const starsText = (stars: number) => `${stars} Star${stars === 1 ? '' : 's'}`;
