// A cheap liveness answer for process managers and the test harness.
export function GET() {
  return Response.json({ ok: true });
}
