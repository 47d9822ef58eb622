import { launchFirefox } from './browsers';
import { engineSuite } from './suite';

// Firefox ESR (Gecko), over WebDriver BiDi.
engineSuite('Firefox ESR', launchFirefox);
