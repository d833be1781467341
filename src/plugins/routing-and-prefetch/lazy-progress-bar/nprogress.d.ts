// The part of nprogress that the classic theme calls (the package ships no types).
declare module 'nprogress' {
  const nprogress: {
    configure(options: Record<string, unknown>): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}
