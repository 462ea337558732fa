import { saveBusinessHoursBodySchema } from 'shared/contracts';
import { hoursBodyOf, hoursFormOf } from './hours-form';

describe('the hours form', () => {
  const saved = {
    enabled: true,
    timeZone: 'Asia/Kolkata',
    awayMessage: 'Back soon',
    week: [[{ open: '18:00', close: '24:00' }], [{ open: '00:00', close: '02:00' }], [], [], [], [], []],
  };

  it('shows a close at midnight as 00:00 and saves it as 24:00, so nothing is lost on the way', () => {
    const form = hoursFormOf(saved);
    expect(form.week[0]?.[0]).toMatchObject({ open: '18:00', close: '00:00' });
    expect(form.week[1]?.[0]).toMatchObject({ open: '00:00', close: '02:00' });
    expect(hoursBodyOf(form)).toEqual(saved);
    expect(saveBusinessHoursBodySchema.safeParse(hoursBodyOf(form)).success).toBe(true);
  });
});
