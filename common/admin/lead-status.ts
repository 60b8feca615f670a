/** Where a lead stands in the team's work; every new lead is "new". Shared by the pages and the store. */
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
