/** The bought contents' element id, so a bought package's button can lead to them. */
export const PURCHASED_CONTENTS_ID = 'purchased-contents';
