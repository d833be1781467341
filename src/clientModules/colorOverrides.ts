import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {sessionSlot} from '@site/src/components/ColorGenerator/sessionSlot';
import {hasStoredOverrides} from '@site/src/components/ColorGenerator/storageKeys';

// Re-apply the colour generator's overrides when a page of the same visit is loaded. The
// palette code loads only for a visit that chose a colour, not with every page.
if (ExecutionEnvironment.canUseDOM && hasStoredOverrides(sessionSlot)) {
  void import('@site/src/components/ColorGenerator/overrides').then(({applyOverrides, readOverrides}) =>
    applyOverrides(readOverrides(sessionSlot)),
  );
}
