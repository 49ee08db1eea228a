import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '../../scripts/test-report';

describe("npm test's list of failed tests", () => {
  it('names each failed Playwright test by file, line, titles and project, with its first error line', () => {
    const suites = [
      {
        title: 'profile.spec.ts',
        file: 'profile.spec.ts',
        specs: [
          {
            title: 'shows the name',
            file: 'profile.spec.ts',
            line: 12,
            tests: [{ projectName: 'mobile', status: 'expected', results: [{}] }],
          },
        ],
        suites: [
          {
            title: 'the book',
            file: 'profile.spec.ts',
            specs: [
              {
                title: 'keeps one height',
                file: 'profile.spec.ts',
                line: 40,
                tests: [
                  {
                    projectName: 'desktop',
                    status: 'unexpected',
                    results: [{ error: { message: '\u001b[31mError: expected 585\u001b[39m\n  at x' } }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ];
    expect(playwrightFailures(suites)).toEqual([
      'e2e: profile.spec.ts:40 › the book › keeps one height (desktop)\n      Error: expected 585',
    ]);
  });

  it('names each failed vitest test and leaves passed ones out', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/tests/unit/units.test.ts`,
          assertionResults: [
            { fullName: 'units converts cm', status: 'passed', failureMessages: [] },
            { fullName: 'units rounds inches', status: 'failed', failureMessages: ['\nAssertionError: 25.6 ≠ 25.5\n'] },
          ],
        },
      ],
    };
    expect(vitestFailures('vitest', report)).toEqual([
      'vitest: tests/unit/units.test.ts › units rounds inches\n      AssertionError: 25.6 ≠ 25.5',
    ]);
  });
});
