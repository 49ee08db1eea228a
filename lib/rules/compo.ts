/** Spec §7: the compo zip is saved as '{talent name}-Ravage-Management.zip'. */
export function compoFileName(talentName: string): string {
  const safe = talentName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim() || 'talent';
  return `${safe}-Ravage-Management.zip`;
}
