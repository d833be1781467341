import type {ClientModule} from '@docusaurus/types';
import {describeRouteChange} from './describeRouteChange';

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    console.info(describeRouteChange(location, previousLocation));
  },
};

export default clientModule;
