/** A star's name as MUI's Rating gives it: '1 Star', '2 Stars' … */
export const starsText = (stars: number) => `${stars} Star${stars === 1 ? '' : 's'}`;
