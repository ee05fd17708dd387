// Loaded with --import into a service started by the tests: moves its wall clock (Date) by
// SCREENSPOT_TEST_CLOCK_SHIFT_MS, so a test that needs a sold daypart runs at the same screen time
// whatever the hour it is run at. Timers and performance.now() keep the real pace.
const shift = Number(process.env.SCREENSPOT_TEST_CLOCK_SHIFT_MS ?? 0);

if (shift) {
  const RealDate = globalThis.Date;
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + shift).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + shift) : new RealDate(...args);
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + shift;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate;
}
