/** Every machine of the catalogue with its chart, read once per page load. */
import { MACHINE_CATALOGUE } from '../../../machines/catalogue';
import { statechartOf } from '../statechart';

export const CHARTS = MACHINE_CATALOGUE.map((entry) => ({
  entry,
  chart: statechartOf(entry.machine),
}));
export const chartOf = (machineId: string) =>
  CHARTS.find(({ chart }) => chart.id === machineId)?.chart;
