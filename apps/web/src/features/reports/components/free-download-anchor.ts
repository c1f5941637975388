/** The guest form's element id, so the free package's button can lead to it. */
export const FREE_DOWNLOAD_FORM_ID = 'free-download';
