import Layout from '@theme/Layout';
export default function SearchPage() {
  return (
    <Layout>
      <main>search</main>
    </Layout>
  );
}
