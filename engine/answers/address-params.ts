// on their own, so the page's view beacon (in every page's code) reads a wizard's address without the form's code

/** the search key of the answers so far in a wizard's address, in the share link's encoding (share-code.ts) */
export const answersParam = 'answers';
/** the search key of the question's position on the path, 1-based */
export const stepParam = 'step';
/** the search key of the form's own id, drawn by the server at the first step answered without script: the final post's idempotency key with the answers */
export const formParam = 'form';
