/** The consulting services the menu links to the contact page with `?service=`. */
export const CONSULTING_SERVICES = ['market-research', 'project-development', 'investment'] as const;
export type ConsultingService = (typeof CONSULTING_SERVICES)[number];

export function consultingService(value: string | undefined): ConsultingService | null {
  return CONSULTING_SERVICES.find((service) => service === value) ?? null;
}
