import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import TestsOnlyNavbarItem from '@site/src/components/TestsOnlyNavbarItem';

export default {
  ...ComponentTypes,
  'custom-testsOnly': TestsOnlyNavbarItem,
};
