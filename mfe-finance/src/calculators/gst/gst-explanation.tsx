/*
 * The GST Calculator's "How it is calculated" section: gst-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './gst-explanation.md';
import { explanation } from '../../explanations/explanation';
import { longDate } from '../../explanations/long-date';
import { gstExample, GST_EXAMPLE_INPUTS } from './gst-example';
import { GST_RATES } from './gst-rates';

export default explanation(content, {
  example: (f) => gstExample(GST_EXAMPLE_INPUTS, f),
  // The rates in force, from the rates file.
  values: () => ({
    since: longDate(GST_RATES.appliesFrom),
    slabs: GST_RATES.slabs.map((slab) => `${slab.rate}% (${slab.covers.toLowerCase()})`).join(', '),
    nilRate: GST_RATES.nilRate,
    source: GST_RATES.source,
  }),
});
