import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {applyOverrides, readOverrides} from '@site/src/components/ColorGenerator/overrides';
import {sessionSlot} from '@site/src/components/ColorGenerator/sessionSlot';

// Re-apply the colour generator's overrides when a page of the same visit is loaded.
if (ExecutionEnvironment.canUseDOM) {
  applyOverrides(readOverrides(sessionSlot));
}
