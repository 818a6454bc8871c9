'use strict';
/**
 * Mocha configuration for the vendored CRUD integration suite of the official driver: the
 * driver's own .mocharc (test/mocha_mongodb.js at the commit in SOURCE.md) with tsx instead of
 * ts-node, a JSON report for ../driver-crud.test.ts, and the tests of classes this server refuses
 * on purpose left out by title (skips.json, each with its reason).
 */
const os = require('node:os');
const path = require('node:path');
const skips = require('./skips.json');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titles = Object.values(skips).flat();

module.exports = {
  require: [
    'tsx/cjs',
    'test/tools/runner/throw_rejections.cjs',
    'test/tools/runner/chai_addons.ts',
    'test/tools/runner/ee_checker.ts',
    'test/tools/runner/hooks/configuration.ts',
    'test/tools/runner/hooks/leak_checker.ts',
  ],
  extension: ['ts'],
  spec: ['test/integration/crud/*.test.ts'],
  ui: 'test/tools/runner/metadata_ui.js',
  timeout: 60000,
  failZero: true,
  sort: true,
  color: false,
  grep: `^(${titles.map(escape).join('|')})`,
  invert: true,
  reporter: 'json',
  'reporter-option': [`output=${process.env.DRIVER_CRUD_REPORT ?? path.join(os.tmpdir(), 'driver-crud-report.json')}`],
};
