import { RetirementPlanner } from '../calculators/retirement/retirement-planner';

export default RetirementPlanner;
