/** For each kind of a notice union, the words of one such notice in the current language. */
export type NoticeWording<N extends { kind: string }> = {
  [K in N['kind']]: (notice: Extract<N, { kind: K }>) => string;
};
