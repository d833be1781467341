/** `list[index]` for an index known to be in range; fails loudly if it is not. */
export function at<T>(list: ArrayLike<T>, index: number): T {
  const value = list[index];
  if (value === undefined) {
    throw new RangeError(`No item at index ${index}`);
  }
  return value;
}
