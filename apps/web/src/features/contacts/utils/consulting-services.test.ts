import { describe, expect, it } from 'vitest';
import { CONSULTING_SERVICES, consultingService } from './consulting-services';

describe('consultingService', () => {
  it('knows the three consulting services of the menu', () => {
    expect(CONSULTING_SERVICES.map((service) => consultingService(service))).toEqual([
      'market-research',
      'project-development',
      'investment',
    ]);
  });

  it('ignores anything else', () => {
    expect(consultingService('spam')).toBeNull();
    expect(consultingService(undefined)).toBeNull();
  });
});
