// The failed tests of a vitest or Playwright JSON report, one line each with
// the first line of the error: `npm test` prints them just above its closing
// line, so a CI log that keeps only its tail still says which test failed.
import path from 'node:path';

function firstLine(message: unknown): string {
  return (
    String(message ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

type VitestReport = {
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
};

export function vitestFailures(suite: string, report: VitestReport): string[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) => `${suite}: ${path.relative('.', file.name)} › ${test.fullName}\n      ${firstLine(test.failureMessages[0])}`,
      ),
  );
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

export function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    // A file's own suite is titled with its path: the path is already in the line.
    const here = titles.length === 0 && suite.file === suite.title ? [] : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map(
          (test) =>
            `e2e: ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')} (${test.projectName})\n      ${firstLine(
              test.results.at(-1)?.error?.message,
            )}`,
        ),
    );
    return [...own, ...playwrightFailures(suite.suites ?? [], here)];
  });
}
