// The HTML pages of a finished build, for the post-build steps that rewrite them and the scripts that
// read a build (scripts/csp.mjs, the bench). Plain JavaScript, so that those scripts can import it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} BuiltPage
 * @property {string} file The page's HTML file.
 * @property {string} relativePath Its path from the build's folder.
 * @property {string} html Its content.
 */

/**
 * The HTML files of the build in `buildDir`, as paths from it.
 * @param {string} buildDir
 * @returns {string[]}
 */
export const htmlFiles = (buildDir) =>
  readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/**
 * Every page of the build in `buildDir`, read.
 * @param {string} buildDir
 * @returns {BuiltPage[]}
 */
export const readBuiltPages = (buildDir) =>
  htmlFiles(buildDir).map((relativePath) => {
    const file = path.join(buildDir, relativePath);
    return { file, relativePath, html: readFileSync(file, 'utf8') };
  });
