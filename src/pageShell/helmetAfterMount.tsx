// Docusaurus's <Head> is react-helmet-async's <Helmet> (Docusaurus's fork, @slorber/react-helmet-async
// 1.3.0, installed under the package's name), which applies the page's head in the render
// where it first appears. Hydration renders in slices, and a head applied between two of them held
// only the <Helmet>s rendered so far: for a frame or two the tab read "Mutate" alone. In the browser
// bundle this module stands in for the package (plugin.ts), and its <Helmet> renders the package's
// once mounted: the <Helmet>s of one commit then render together, in one render that is not
// sliced, before the package applies the head in the next animation frame. Server rendering uses
// the package itself; hydration matches it, as a <Helmet> renders nothing in the page.
import { Component, type ReactNode } from 'react';
import { Helmet as PackageHelmet, type HelmetProps } from 'react-helmet-async/lib/index.module.js';

export { HelmetData, HelmetProvider } from 'react-helmet-async/lib/index.module.js';

export class Helmet extends Component<HelmetProps & { children?: ReactNode }, { mounted: boolean }> {
  state = { mounted: false };

  // A state update here renders again at once, before the browser paints.
  componentDidMount(): void {
    this.setState({ mounted: true });
  }

  render(): ReactNode {
    return this.state.mounted ? <PackageHelmet {...this.props} /> : null;
  }
}
