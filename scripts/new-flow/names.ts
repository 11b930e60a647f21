/**
 * The names one flow goes by in every layer, from `<area>/<flow>` (both camelCase: `demo/sample`,
 * `service/stopService`). Every template reads them from here, so a flow is found by one word.
 */
export interface FlowNames {
  /** Area folder in machines/, src/features/, src/i18n/messages/, stories/ and server/areas/. */
  area: string;
  /** Flow folder and machine id: `sample`. */
  flow: string;
  /** `Sample`: components (SamplePage), the route (/Sample), types (SampleContext). */
  Flow: string;
  /** `demo.sample`: the prefix of the flow's catalogue texts. */
  messages: string;
  /** `DEMO_SAMPLE`: the prefix of the flow's message codes. */
  CODE: string;
  /** `sample`: the URL segment of the flow's calls inside its service area. */
  segment: string;
}

const camel = /^[a-z][a-zA-Z0-9]*$/;

export function flowNames(spec: string): FlowNames {
  const [area, flow, ...rest] = spec.split('/');
  if (!area || !flow || rest.length > 0) throw new Error(`Expected <area>/<flow>, got "${spec}"`);
  for (const name of [area, flow]) {
    if (!camel.test(name)) throw new Error(`"${name}": area and flow names are camelCase (letters and digits, a lower-case letter first)`);
  }
  const Flow = flow[0]!.toUpperCase() + flow.slice(1);
  const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  return {
    area,
    flow,
    Flow,
    messages: `${area}.${flow}`,
    CODE: `${snake(area)}_${snake(flow)}`,
    segment: flow.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  };
}
