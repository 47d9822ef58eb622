import { launchWebKit } from './browsers';
import { engineSuite } from './suite';

// WebKitGTK (WebKit, Safari's engine), over W3C WebDriver.
engineSuite('WebKitGTK', launchWebKit);
