/**
 * The attendance page's chart kit is fetched and run with the page's own module (the route prefetch
 * runs that module when the browser is idle): the first visit neither fetches the kit nor suspends
 * for it once its figures are in.
 */
const chartModuleRun = jest.fn();
jest.mock('@/kits/charts/BarChart', () => {
  chartModuleRun();
  return { __esModule: true, default: () => null };
});

test('loading the page module loads the chart kit too, before the page renders', async () => {
  expect(chartModuleRun).not.toHaveBeenCalled();
  await import('.');
  // the dynamic import resolves a few microtasks later
  for (let i = 0; i < 10 && !chartModuleRun.mock.calls.length; i++) await new Promise((r) => {
    setTimeout(r, 0);
  });
  expect(chartModuleRun).toHaveBeenCalledTimes(1);
});
