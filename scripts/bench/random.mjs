// A small seeded generator (mulberry32), so the generated stock pages and the random page
// sample can be reproduced from a printed seed.

/** Returns a function giving numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items of `items`, drawn with `random`. */
export function sample(items, count, random) {
  const pool = [...items];
  const picked = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  }
  return picked;
}
