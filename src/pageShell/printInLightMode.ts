// Paper is white: a page printed in dark mode came out as grey text on white (3.2:1), with code in
// light-on-dark colours. The page takes the light theme while it prints, and its own after.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  const root = document.documentElement;
  let theme: string | null = null;
  window.addEventListener('beforeprint', () => {
    theme = root.getAttribute('data-theme');
    root.setAttribute('data-theme', 'light');
  });
  window.addEventListener('afterprint', () => {
    if (theme) root.setAttribute('data-theme', theme);
  });
}
