/** PNG and JPEG imports: with the ideal-image plugin they resolve to responsive image objects. */
declare module '*.png' {
  const image: unknown;
  export default image;
}
