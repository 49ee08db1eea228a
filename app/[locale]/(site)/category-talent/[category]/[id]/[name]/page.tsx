import { notFound } from 'next/navigation';

export default async function TalentPage() {
  notFound();
}
