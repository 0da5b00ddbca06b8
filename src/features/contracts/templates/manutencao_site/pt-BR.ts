// Contrato de prestação de serviços de manutenção mensal de site (contrato recorrente, biblioteca
// premium do plano Web Designer): atualizações, backups, segurança, horas mensais incluídas com
// horas excedentes pelo valor-hora, níveis de atendimento (SLA), hospedagem e domínio em nome do
// CONTRATANTE e reajuste anual pelo IPCA.
// Fundamentos e onde lê-los:
// - Código Civil (Lei 10.406/2002), arts. 593 a 609 (prestação de serviço) e 389, 395 e 406 (mora):
//   https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm
// - Lei 10.192/2001, art. 2º, § 1º (reajuste com periodicidade anual):
//   https://www.planalto.gov.br/ccivil_03/leis/leis_2001/l10192.htm
// - Lei 9.610/1998 (direitos autorais): https://www.planalto.gov.br/ccivil_03/leis/l9610.htm
// - Lei 9.609/1998 (programas de computador): https://www.planalto.gov.br/ccivil_03/leis/l9609.htm
// - Lei 13.709/2018 (LGPD), arts. 37 a 39 (operador) e 46 a 48 (segurança e incidentes):
//   https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm
// - MP 2.200-2/2001, art. 10, § 2º: https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm
// - Lei 14.063/2020 (assinaturas eletrônicas): https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm
// Escrito para o Valora, 2026-11; modelo para adaptar, não revisado por advogado salvo se o operador
// o declarar.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de manutenção de site',
  summary:
    'Para manutenção mensal de sites: atualizações, backups, segurança, horas de suporte incluídas, prazos de atendimento e reajuste anual pelo IPCA.',
  clauses: [
    {
      key: 'partes',
      heading: 'Das partes',
      paragraphs: [
        'CONTRATADO(A): {{profissional.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{profissional.cpf_cnpj}}, com endereço em {{profissional.endereco}}, e-mail {{profissional.email}}, doravante denominado(a) CONTRATADO(A).',
        'CONTRATANTE: {{cliente.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.cpf_cnpj}}, com endereço em {{cliente.endereco}}, e-mail {{cliente.email}}, doravante denominado(a) CONTRATANTE.',
        'As partes acima qualificadas celebram o presente contrato de prestação de serviços, regido pelos arts. 593 a 609 do Código Civil e pelas cláusulas seguintes.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Do objeto e do escopo',
      paragraphs: [
        'O objeto deste contrato é a prestação, pelo(a) CONTRATADO(A), de serviços contínuos de manutenção do(s) site(s) do CONTRATANTE indicado(s) na proposta "{{proposta.titulo}}", de {{proposta.data}}, que integra este contrato e compreende os seguintes itens:',
        '{{proposta.itens}}',
        'Parágrafo primeiro. A manutenção compreende: a) atualização da plataforma, dos temas e dos plugins ou dependências; b) cópias de segurança (backups) periódicas; c) monitoramento de disponibilidade e de segurança; d) pequenos ajustes de conteúdo e de layout e suporte técnico, dentro das horas mensais incluídas na proposta.',
        'Parágrafo segundo. Não integram o escopo, salvo previsão na proposta: novo layout ou redesenho, novas funcionalidades, produção de textos e imagens, campanhas de marketing, correção de defeitos em código de terceiros além das horas incluídas e a recuperação de problemas já existentes no início do contrato, que serão orçados à parte.',
        'Parágrafo terceiro. A obrigação do(a) CONTRATADO(A) é de meio: empregará as boas práticas de mercado para manter o site atualizado, disponível e seguro, sem garantir disponibilidade ininterrupta nem imunidade a falhas ou ataques.',
      ],
    },
    {
      key: 'vigencia',
      heading: 'Da vigência e da renovação',
      paragraphs: [
        'Este contrato vigora por {{contrato.vigencia_meses}} meses a contar da sua assinatura e renova-se automaticamente por períodos iguais e sucessivos, salvo se uma das partes comunicar à outra, por escrito, com antecedência mínima de 30 (trinta) dias do término do período em curso, que não deseja renová-lo.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Da implantação e da rotina de manutenção',
      paragraphs: [
        'A implantação (diagnóstico do site, inventário de versões e acessos, primeiro backup completo e configuração do monitoramento) será concluída em até {{contrato.prazo_entrega}} dias, contados do pagamento da primeira mensalidade e do recebimento dos acessos previstos neste contrato, o que ocorrer por último; o diagnóstico será enviado ao CONTRATANTE por e-mail.',
        'Parágrafo primeiro. As atualizações serão feitas ao menos uma vez por mês, sempre precedidas de backup e, quando possível, testadas em ambiente de homologação; atualizações de segurança críticas serão aplicadas com prioridade, assim que disponíveis.',
        'Parágrafo segundo. Os backups dos arquivos e do banco de dados serão feitos ao menos semanalmente, guardados por no mínimo 30 (trinta) dias e armazenados fora do servidor de hospedagem, com acesso restrito.',
        'Parágrafo terceiro. Até o dia 10 (dez) de cada mês, o(a) CONTRATADO(A) enviará relatório do mês anterior com as atualizações feitas, os backups, os incidentes, as solicitações atendidas e as horas utilizadas.',
      ],
    },
    {
      key: 'atendimento_sla',
      heading: 'Dos níveis de atendimento (SLA)',
      paragraphs: [
        'As solicitações serão feitas por e-mail ou pelo canal combinado entre as partes e atendidas em horário comercial, de segunda a sexta-feira, das 9h às 18h (horário de Brasília), exceto feriados nacionais, com os seguintes prazos de primeira resposta: a) crítico (site fora do ar, invadido ou com pagamentos interrompidos): até 4 (quatro) horas úteis; b) alto (funcionalidade importante com defeito): até 1 (um) dia útil; c) normal (ajustes, dúvidas e pedidos de conteúdo): até 2 (dois) dias úteis.',
        'Parágrafo primeiro. O prazo de primeira resposta é o tempo para iniciar o atendimento, e não para concluí-lo; a solução depende da complexidade do problema e, quando for o caso, da atuação do provedor de hospedagem ou de outros terceiros.',
        'Parágrafo segundo. O atendimento fora do horário comercial é facultativo para o(a) CONTRATADO(A) e, quando prestado a pedido do CONTRATANTE, não se desconta das horas incluídas e será cobrado como hora excedente.',
        'Parágrafo terceiro. O descumprimento dos prazos de primeira resposta por culpa do(a) CONTRATADO(A), por mais de 2 (duas) vezes no mesmo mês, autoriza o CONTRATANTE a rescindir este contrato por justa causa.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Do preço e da forma de pagamento',
      paragraphs: [
        'Pelos serviços, o CONTRATANTE pagará ao(à) CONTRATADO(A) a mensalidade de {{contrato.mensalidade}}, paga antecipadamente, com vencimento no dia {{contrato.dia_vencimento}} de cada mês.',
        'Parágrafo primeiro. A primeira mensalidade será paga em até 3 (três) dias úteis da assinatura deste contrato, e o início dos serviços fica condicionado ao seu pagamento; a diferença de dias entre o início e o primeiro vencimento regular será acertada proporcionalmente, para mais ou para menos, na mensalidade seguinte.',
        'Parágrafo segundo. Os pagamentos serão feitos por Pix para a chave {{profissional.pix}}, valendo o comprovante como recibo, sem prejuízo da emissão de nota fiscal quando cabível.',
        'Parágrafo terceiro. A mensalidade não inclui hospedagem, registro e renovação de domínio, licenças de temas, plugins e ferramentas pagas, nem serviços de terceiros, que serão pagos pelo CONTRATANTE diretamente aos fornecedores.',
      ],
    },
    {
      key: 'reajuste',
      heading: 'Do reajuste',
      paragraphs: [
        'A mensalidade será reajustada a cada período de 12 (doze) meses contado da assinatura, pela variação acumulada do IPCA (Índice Nacional de Preços ao Consumidor Amplo), divulgado pelo IBGE, nos 12 (doze) meses anteriores, na forma do art. 2º, § 1º, da Lei 10.192/2001.',
        'Parágrafo único. Se a variação for negativa, a mensalidade será mantida; se o IPCA deixar de ser divulgado, será aplicado o índice oficial que o substituir.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Do atraso no pagamento',
      paragraphs: [
        'O atraso no pagamento de qualquer valor sujeitará o CONTRATANTE a multa de 2% (dois por cento) sobre o valor devido, juros de mora de 1% (um por cento) ao mês, calculados pro rata die, e correção monetária pelo IPCA desde o vencimento até o efetivo pagamento.',
        'Parágrafo primeiro. Persistindo o atraso por mais de 10 (dez) dias, o(a) CONTRATADO(A) poderá, mediante aviso por e-mail, suspender a manutenção e o atendimento até a regularização, sem que isso caracterize descumprimento contratual; o atraso superior a 30 (trinta) dias autoriza a rescisão por justa causa.',
        'Parágrafo segundo. A suspensão não autoriza o(a) CONTRATADO(A) a retirar o site do ar, a alterar senhas nem a reter acessos, arquivos ou backups do CONTRATANTE.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Das horas incluídas, das horas excedentes e das alterações de escopo',
      paragraphs: [
        'A mensalidade inclui, para ajustes e suporte, a quantidade de horas mensais indicada na proposta; as rotinas de atualização, backup e monitoramento não consomem essas horas. O tempo é apurado em frações de 15 (quinze) minutos e informado no relatório mensal; as horas não utilizadas no mês não se acumulam para os meses seguintes.',
        'Parágrafo único. As horas que excederem as incluídas, bem como serviços fora do escopo, serão cobradas à razão de {{profissional.valor_hora}} por hora, mediante estimativa prévia aprovada pelo CONTRATANTE por escrito ou por e-mail, e pagas junto com a mensalidade seguinte; nos incidentes críticos, a aprovação poderá ser dada por qualquer meio e confirmada por e-mail em seguida.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Da hospedagem e do domínio',
      paragraphs: [
        'A hospedagem e o domínio do site devem estar contratados em nome do CONTRATANTE, titular das contas, que paga diretamente aos provedores; domínios ".br" devem estar registrados no Registro.br com o CPF ou CNPJ do CONTRATANTE. O(A) CONTRATADO(A) poderá auxiliar na contratação, na configuração e na transferência de titularidade, sem se tornar titular das contas.',
        'Parágrafo primeiro. A renovação da hospedagem e do domínio é responsabilidade do CONTRATANTE; o(a) CONTRATADO(A) avisará o CONTRATANTE, com 30 (trinta) dias de antecedência, dos vencimentos de que tiver conhecimento.',
        'Parágrafo segundo. A disponibilidade do servidor, da rede e do serviço de e-mail é de responsabilidade do provedor de hospedagem, nos termos do contrato deste com o CONTRATANTE; o(a) CONTRATADO(A) acionará o provedor em caso de falha e acompanhará a solução.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Das obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) executar os serviços com zelo, técnica e pontualidade; b) cumprir a rotina de atualizações e backups e os prazos de atendimento deste contrato; c) testar o site após cada intervenção relevante e, em caso de falha, restaurar a última versão estável; d) guardar sigilo das credenciais, usar autenticação em dois fatores quando disponível e não criar acessos ocultos; e) documentar no relatório mensal as alterações feitas; f) avisar de imediato o CONTRATANTE de qualquer incidente de segurança de que tome conhecimento.',
        'Parágrafo único. O(A) CONTRATADO(A) presta os serviços com autonomia, com seus próprios meios e sem exclusividade, não havendo vínculo empregatício nem subordinação entre as partes.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Das obrigações do CONTRATANTE',
      paragraphs: [
        'São obrigações do CONTRATANTE: a) pagar pontualmente a mensalidade e as horas excedentes aprovadas; b) fornecer e manter válidos os acessos ao painel do site, à hospedagem, ao domínio e às ferramentas necessárias; c) manter ativas e pagas a hospedagem, o domínio e as licenças; d) comunicar previamente qualquer alteração que pretenda fazer no site, por si ou por terceiros; e) fornecer os conteúdos a publicar e responder pela sua legalidade; f) designar um responsável pelas solicitações e aprovações.',
        'Parágrafo único. Alterações feitas no site pelo CONTRATANTE ou por terceiros sem aviso prévio, e os problemas delas decorrentes, não estão cobertos pela mensalidade; sua correção será cobrada como hora excedente.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Dos direitos autorais',
      paragraphs: [
        'Os direitos patrimoniais sobre os códigos, ajustes e materiais desenvolvidos pelo(a) CONTRATADO(A) especificamente para o site do CONTRATANTE durante a manutenção ficam cedidos ao CONTRATANTE, nos termos da Lei 9.610/1998 e, quanto a programas de computador, da Lei 9.609/1998, após o pagamento integral da mensalidade do mês em que foram produzidos. O site e os conteúdos preexistentes continuam pertencendo a seus titulares.',
        'Parágrafo primeiro. Ferramentas, scripts e bibliotecas de uso geral do(a) CONTRATADO(A) eventualmente empregados no site são licenciados ao CONTRATANTE de forma não exclusiva e por prazo indeterminado, para uso no próprio site; componentes de terceiros e de código aberto seguem as licenças respectivas.',
        'Parágrafo segundo. Os direitos morais do autor são preservados, nos termos dos arts. 24 e 27 da Lei 9.610/1998 e do art. 2º, § 1º, da Lei 9.609/1998. O(A) CONTRATADO(A) poderá mencionar o site entre os trabalhos do seu portfólio, salvo se o CONTRATANTE o indicar como confidencial.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Da confidencialidade',
      paragraphs: [
        'As partes manterão sigilo sobre as informações não públicas a que tiverem acesso em razão deste contrato, como credenciais, dados de clientes e de vendas, vulnerabilidades, códigos e informações comerciais, usando-as apenas para a execução dos serviços, durante a vigência e por 2 (dois) anos após o seu término; o sigilo das credenciais perdura enquanto forem válidas, e o das vulnerabilidades, enquanto não forem corrigidas.',
        'Parágrafo único. Não são confidenciais as informações que já forem públicas sem culpa da parte que as recebeu ou cuja divulgação seja exigida por lei ou por ordem judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Da proteção de dados pessoais',
      paragraphs: [
        'As partes tratarão dados pessoais de acordo com a Lei 13.709/2018 (LGPD). Cada parte é controladora dos dados pessoais que fornece à outra, como os de seus representantes e contatos, que serão usados somente para a execução deste contrato.',
        'Parágrafo primeiro. Quanto aos dados dos visitantes e clientes do site, de que o CONTRATANTE é controlador, o(a) CONTRATADO(A) atuará como operador: acessará apenas o necessário à manutenção, seguirá as instruções do CONTRATANTE e não os usará para nenhuma outra finalidade.',
        'Parágrafo segundo. O(A) CONTRATADO(A) adotará medidas de segurança adequadas, inclusive nos backups, e comunicará ao CONTRATANTE, em até 24 (vinte e quatro) horas da ciência, qualquer incidente de segurança envolvendo dados pessoais, para que este cumpra as comunicações previstas no art. 48 da LGPD.',
        'Parágrafo terceiro. Ao término do contrato, após a entrega do último backup ao CONTRATANTE, o(a) CONTRATADO(A) eliminará as cópias e os dados que mantiver, ressalvada a guarda exigida por lei.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Da rescisão',
      paragraphs: [
        'Qualquer das partes poderá rescindir este contrato sem justa causa mediante aviso prévio escrito de 30 (trinta) dias, durante os quais os serviços e as mensalidades seguem normalmente. A parte que rescindir sem observar o aviso prévio pagará à outra multa equivalente a 1 (uma) mensalidade vigente.',
        'Parágrafo primeiro. O contrato poderá ser rescindido por justa causa, independentemente de aviso prévio ou multa, se a outra parte descumprir obrigação e não sanar a falta em 10 (dez) dias da notificação.',
        'Parágrafo segundo. A mensalidade do mês em curso, já paga, remunera o trabalho iniciado no período e não é restituída; em qualquer caso de rescisão, são devidos os valores dos serviços prestados e das horas excedentes aprovadas até a data do término.',
        'Parágrafo terceiro. Em até 5 (cinco) dias úteis do término, o(a) CONTRATADO(A) entregará ao CONTRATANTE o último backup completo, as credenciais que tiver criado e a documentação das alterações feitas, e removerá os seus próprios acessos; o CONTRATANTE deverá trocar as senhas compartilhadas.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Da limitação de responsabilidade',
      paragraphs: [
        'A responsabilidade do(a) CONTRATADO(A) por danos decorrentes deste contrato fica limitada ao valor total efetivamente pago pelo CONTRATANTE nos 12 (doze) meses anteriores ao fato, excluídos lucros cessantes, vendas perdidas durante indisponibilidades e danos indiretos, ressalvados os casos de dolo ou culpa grave.',
        'Parágrafo único. O(A) CONTRATADO(A) não responde por falhas do provedor de hospedagem, de plugins, temas e serviços de terceiros, por ataques ocorridos apesar da adoção das medidas previstas neste contrato, por alterações feitas pelo CONTRATANTE ou por terceiros, nem pelos conteúdos e materiais fornecidos pelo CONTRATANTE, pelos quais este responde.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Da assinatura eletrônica',
      paragraphs: [
        'As partes concordam em assinar este contrato eletronicamente pela plataforma Valora, com verificação do e-mail por código e registro do IP, da data e hora e do hash SHA-256 do conteúdo assinado, e reconhecem esse meio como prova de autoria e integridade, nos termos do art. 10, § 2º, da MP 2.200-2/2001 e da Lei 14.063/2020.',
      ],
    },
    {
      key: 'foro',
      heading: 'Do foro',
      paragraphs: [
        'Fica eleito o foro da comarca de {{profissional.cidade}} para dirimir as questões oriundas deste contrato, com renúncia a qualquer outro, por mais privilegiado que seja.',
        'E, por estarem de acordo, as partes assinam este contrato eletronicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
