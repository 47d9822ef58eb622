// The tools of the assistants' MCP server (mcp/src/server.ts), which registers them by these names
// and whose answers name one another; llms.txt (src/markdownTwins/llmsFiles.ts) lists them, in this
// order. Plain JavaScript, so that scripts/ can import it too.
export const MCP_TOOLS = /** @type {const} */ ({
  searchDocs: 'search_docs',
  getSymbol: 'get_symbol',
  getPage: 'get_page',
  listSymbols: 'list_symbols',
});
