import { DEMO_STEPS, type DemoStepId } from './demo.texts';

export interface DemoLayers {
  /** Weekly sales; set aside for the order, which the forecast alone leads to. */
  sales: boolean;
  /** Weekly sales drawn muted, once the analysis is drawn over them. */
  salesMuted: boolean;
  trend: boolean;
  /** Trend + season. */
  fitted: boolean;
  forecast: boolean;
  anomaly: boolean;
  order: boolean;
}

/** Which layers of the dashboard a step shows: a layer, once added, stays unless noted. */
export function layersFor(step: DemoStepId): DemoLayers {
  const index = DEMO_STEPS.indexOf(step);
  const from = (id: DemoStepId) => index >= DEMO_STEPS.indexOf(id);
  const order = step === 'order';
  return {
    sales: !order,
    salesMuted: from('decomposition') && step !== 'anomaly',
    trend: from('decomposition') && !order,
    fitted: from('decomposition') && !order,
    forecast: from('forecast'),
    anomaly: step === 'anomaly',
    order,
  };
}
