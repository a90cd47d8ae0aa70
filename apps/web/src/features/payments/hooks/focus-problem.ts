/** After a refused submission, brings the first field marked invalid into view and focus (once it is drawn). */
export function focusFirstProblem(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
