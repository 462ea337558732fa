import type { SaveBusinessHoursBody } from 'shared';
import { BUSINESS_HOURS_PATHS } from 'shared/constants';
import { businessHoursAnswerSchema } from 'shared/contracts';
import { useOwnerSettings } from '../chat-settings/use-owner-settings';

/** The opening hours over the owner's client: loaded once, saved whole. */
export const useBusinessHours = () =>
  useOwnerSettings<typeof businessHoursAnswerSchema, SaveBusinessHoursBody>(BUSINESS_HOURS_PATHS.owner, businessHoursAnswerSchema, 'The business hours could not be loaded.');
