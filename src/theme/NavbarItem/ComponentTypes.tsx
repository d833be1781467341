import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import TestsOnlyNavbarItem from '@site/src/components/TestsOnlyNavbarItem';
import {DropdownHeadingNavbarItem, TranslatedLinkNavbarItem} from '@site/src/components/DropdownExtraNavbarItem';

export default {
  ...ComponentTypes,
  'custom-testsOnly': TestsOnlyNavbarItem,
  'custom-translatedLink': TranslatedLinkNavbarItem,
  'custom-dropdownHeading': DropdownHeadingNavbarItem,
};
