import {describe, expect, it} from 'vitest';
import {exportedNames, installedPackageFile} from '@site/src/utils/installedModules';
import {REPLACED_MODULES} from '../replacedModules';

describe.each(REPLACED_MODULES)('$packageName/$file', ({pattern, packageName, file, exports, replacement}) => {
  const installed = installedPackageFile(packageName, file);

  it('is matched by the replacement pattern where it is installed', () => {
    expect(installed).toMatch(pattern);
  });

  it('still exports what the replacement provides, and only that', () => {
    expect(exportedNames(installed)).toEqual([...exports].sort());
    expect(exportedNames(replacement)).toEqual([...exports].sort());
  });
});
