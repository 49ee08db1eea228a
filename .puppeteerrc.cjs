// pa11y brings puppeteer; the tests drive Debian's Chromium (/usr/bin/chromium),
// and the registry that would send puppeteer's own Chrome is not one CI reaches.
module.exports = { skipDownload: true };
