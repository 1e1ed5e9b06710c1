/*
 * The one list of this remote's pages: folder under src/ (holding page.tsx and page-facts.ts) to its facts.
 * The build derives from it the exposed modules, the standalone routes and the published page list (pages.json),
 * from which the shell composes its routes, sidebar, search and titles. Adding a page is a folder and a line here.
 * A calculator's folder is whole: what several calculators use is in finance-library/ (docs/architecture.md).
 */
import type { RemoteRegistry } from '@calc/shared';
import finance from './finance-category';
import sip from './calculators/sip/page-facts';
import swp from './calculators/swp/page-facts';
import lumpSum from './calculators/lump-sum/page-facts';
import loan from './calculators/loan/page-facts';
import cagr from './calculators/cagr/page-facts';
import gratuity from './calculators/gratuity/page-facts';
import inflation from './calculators/inflation/page-facts';
import salary from './calculators/salary/page-facts';
import retirement from './calculators/retirement/page-facts';
import hra from './calculators/hra/page-facts';
import gst from './calculators/gst/page-facts';
import homeLoanEligibility from './calculators/home-loan-eligibility/page-facts';
import nps from './calculators/nps/page-facts';
import fd from './calculators/fd/page-facts';
import rd from './calculators/rd/page-facts';
import ppf from './calculators/ppf/page-facts';
import compoundInterest from './calculators/compound-interest/page-facts';
import simpleInterest from './calculators/simple-interest/page-facts';
import xirr from './calculators/xirr/page-facts';
import incomeTax from './calculators/income-tax/page-facts';
import epf from './calculators/epf/page-facts';
import ssy from './calculators/ssy/page-facts';
import nsc from './calculators/nsc/page-facts';
import apy from './calculators/apy/page-facts';
import flatVsReducing from './calculators/flat-vs-reducing/page-facts';
import advanceTax from './calculators/advance-tax/page-facts';
import stockAverage from './calculators/stock-average/page-facts';
import scss from './calculators/scss/page-facts';
import postOfficeMis from './calculators/post-office-mis/page-facts';
import kvp from './calculators/kvp/page-facts';
import leaveEncashment from './calculators/leave-encashment/page-facts';
import capitalGainsProperty from './calculators/capital-gains-property/page-facts';
import educationLoan from './calculators/education-loan/page-facts';
import personalLoan from './calculators/personal-loan/page-facts';
import carLoan from './calculators/car-loan/page-facts';
import homeLoanTaxBenefit from './calculators/home-loan-tax-benefit/page-facts';

export default {
  name: 'mfe_finance',
  categories: [finance],
  pages: {
    'calculators/sip': sip,
    'calculators/swp': swp,
    'calculators/lump-sum': lumpSum,
    'calculators/loan': loan,
    'calculators/cagr': cagr,
    'calculators/gratuity': gratuity,
    'calculators/inflation': inflation,
    'calculators/salary': salary,
    'calculators/retirement': retirement,
    'calculators/fd': fd,
    'calculators/rd': rd,
    'calculators/ppf': ppf,
    'calculators/nps': nps,
    'calculators/epf': epf,
    'calculators/ssy': ssy,
    'calculators/nsc': nsc,
    'calculators/scss': scss,
    'calculators/post-office-mis': postOfficeMis,
    'calculators/kvp': kvp,
    'calculators/apy': apy,
    'calculators/income-tax': incomeTax,
    'calculators/hra': hra,
    'calculators/leave-encashment': leaveEncashment,
    'calculators/advance-tax': advanceTax,
    'calculators/capital-gains-property': capitalGainsProperty,
    'calculators/gst': gst,
    'calculators/compound-interest': compoundInterest,
    'calculators/simple-interest': simpleInterest,
    'calculators/xirr': xirr,
    'calculators/stock-average': stockAverage,
    'calculators/home-loan-eligibility': homeLoanEligibility,
    'calculators/flat-vs-reducing': flatVsReducing,
    'calculators/education-loan': educationLoan,
    'calculators/personal-loan': personalLoan,
    'calculators/car-loan': carLoan,
    'calculators/home-loan-tax-benefit': homeLoanTaxBenefit,
  },
} satisfies RemoteRegistry;
